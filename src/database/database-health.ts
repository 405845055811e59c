import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const PING_TIMEOUT_MS = 2000;

@Injectable()
export class DatabaseHealth {
  constructor(private readonly dataSource: DataSource) {}

  /** True when the database answers a trivial query within a short time. */
  async ping(timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
