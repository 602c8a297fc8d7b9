import './polyfills.cjs';
import '@testing-library/jest-dom';
