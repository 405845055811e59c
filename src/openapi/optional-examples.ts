type Json = Record<string, unknown>;

/**
 * Swagger UI's "Try it out" fills every parameter that has an example, so an optional filter with one would narrow the
 * answer the integrator asked for. Its example moves into the description, where a reader still finds it.
 */
export function withoutOptionalQueryExamples(operation: Json): void {
  const parameters = operation.parameters as Json[] | undefined;
  for (const parameter of parameters ?? []) {
    if (parameter.in !== 'query' || parameter.required === true) {
      continue;
    }
    const schema = (parameter.schema ?? {}) as Json;
    const example = parameter.example ?? schema.example ?? (schema.examples as unknown[] | undefined)?.[0];
    delete parameter.example;
    delete parameter.examples;
    delete schema.example;
    delete schema.examples;
    if (example !== undefined) {
      const description = typeof parameter.description === 'string' ? `${parameter.description} ` : '';
      parameter.description = `${description}(e.g. \`${typeof example === 'string' ? example : JSON.stringify(example)}\`)`;
    }
  }
}
