import { ConfigError, EnvReader } from '../../config/env-reader';

/** The service's name on its spans unless OTEL_SERVICE_NAME says otherwise (config/app-config.ts reads the same). */
export const DEFAULT_SERVICE_NAME = 'program-workflow-service';

export interface TracingSettings {
  serviceName: string;
}

/**
 * What tracing needs, read straight from the environment with the configuration's own rules: tracing starts before
 * the configuration is loaded. Undefined (tracing off) when OTEL_EXPORTER_OTLP_ENDPOINT is unset, and when it is
 * malformed — the configuration then stops the process with its message.
 */
export function tracingSettingsOf(env: NodeJS.ProcessEnv): TracingSettings | undefined {
  const read = new EnvReader(env);
  try {
    if (read.optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']) === undefined) {
      return undefined;
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      return undefined;
    }
    throw error;
  }
  return { serviceName: read.string('OTEL_SERVICE_NAME', DEFAULT_SERVICE_NAME) };
}
