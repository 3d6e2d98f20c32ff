/**
 * jest.config.ts reporter: prints why a test file skipped. A suite whose component is missing
 * (Kafka, Keycloak, Chromium) says why with console.warn and skips all its tests; jest's default
 * reporter prints a file's console output only when some test in it ran, so the reason of a file
 * that skipped whole was lost. This prints it under the file's name. In verbose mode (and for a
 * single file) jest prints the console as it happens already.
 */
import path from 'node:path';

export default class SkipReasonsReporter {
  constructor(globalConfig) {
    this.verbose = Boolean(globalConfig.verbose);
  }

  onTestResult(_test, result) {
    if (this.verbose || !result.skipped || !result.console?.length) return;
    const messages = result.console.map((entry) => `  ${entry.message.split('\n').join('\n  ')}`);
    process.stderr.write(`SKIPPED ${path.relative(process.cwd(), result.testFilePath)}\n${messages.join('\n')}\n\n`);
  }
}
