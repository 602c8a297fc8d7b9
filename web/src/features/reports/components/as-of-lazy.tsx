import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The as-of pieces (the line saying which instant a tab shows, and "Cambios desde entonces") load with the
 * first report asked as of an instant: most visits read the reports now. Each has its own boundary, so
 * the tab around it stays on screen while they load.
 */
const LazyLine = lazy(() => import('./as-of-changes').then((module) => ({ default: module.AsOfLine })));
const LazyChanges = lazy(() => import('./as-of-changes').then((module) => ({ default: module.AsOfChanges })));

export function AsOfLine(props: ComponentProps<typeof LazyLine>) {
  return (
    <Suspense fallback={null}>
      <LazyLine {...props} />
    </Suspense>
  );
}

export function AsOfChanges(props: ComponentProps<typeof LazyChanges>) {
  return (
    <Suspense fallback={null}>
      <LazyChanges {...props} />
    </Suspense>
  );
}
