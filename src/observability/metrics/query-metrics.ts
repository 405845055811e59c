import { QueryObserver } from '../../database/lean-sql';
import { ServiceMetrics } from './service-metrics';
import { statementLabel } from './statement-label';

/** Times the prepared hot-path statements (LeanSql) by statement label; labels are computed once per statement text. */
export function queryMetrics(metrics: ServiceMetrics): QueryObserver {
  const labels = new Map<string, string>();
  return (sql, seconds, failed) => {
    let statement = labels.get(sql);
    if (statement === undefined) {
      statement = statementLabel(sql);
      labels.set(sql, statement);
    }
    metrics.dbQueryDuration.observe({ statement }, seconds);
    if (failed) {
      metrics.dbQueryErrors.inc({ statement });
    }
  };
}
