import { ChildProcess } from 'node:child_process';
import { ScratchDatabase } from './scratch-database';
import { buildServiceOnce, exited, ServiceProcess, startServiceProcess } from './service-child';
import { WebhookReceiver } from './webhook-receiver';

/**
 * What tests that run the service as real processes share: a private build, a scratch PostgreSQL database and
 * a webhook receiver, all torn down together (processes still running are killed).
 */
export class ProcessFixture {
  private readonly children: ChildProcess[] = [];

  private constructor(
    private readonly build: { dir: string; remove(): void },
    readonly scratch: ScratchDatabase,
    readonly receiver: WebhookReceiver,
  ) {}

  static async create(): Promise<ProcessFixture> {
    const build = await buildServiceOnce();
    const scratch = await ScratchDatabase.create(process.env.TEST_DATABASE_URL as string);
    return new ProcessFixture(build, scratch, await WebhookReceiver.start());
  }

  /** On a free port, answered with the process. */
  async startService(env: Record<string, string>): Promise<ServiceProcess> {
    const service = await startServiceProcess(this.build.dir, { DATABASE_URL: this.scratch.url, ...env });
    this.children.push(service.child);
    return service;
  }

  async dispose(): Promise<void> {
    for (const child of this.children) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await this.receiver.close();
    await this.scratch.drop();
    this.build.remove();
  }
}
