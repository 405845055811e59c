import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** html-validate's recommended rules on a whole page: its messages as `line:column rule: message` (none: valid). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
