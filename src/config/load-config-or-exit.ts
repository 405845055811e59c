import { AppConfig, loadConfig } from './app-config';
import { ConfigError } from './env-reader';

/** Exit status for a configuration error (EX_CONFIG of sysexits). */
const EX_CONFIG = 78;

/** Entry points (API, worker) read the configuration once; a bad value stops the process with its message. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(EX_CONFIG);
    }
    throw error;
  }
}
