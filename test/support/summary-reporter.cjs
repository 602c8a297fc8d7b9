// Prints one plain closing line for the whole run, e.g. "jest: 120 passed, 0 failed, 2 skipped".
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const suitesFailedToRun = results.numRuntimeErrorTestSuites;
    const failed = results.numFailedTests + suitesFailedToRun;
    console.log(`\njest: ${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests} skipped`);
  }
}
module.exports = SummaryReporter;
