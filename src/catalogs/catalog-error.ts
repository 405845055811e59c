/** A catalog data file that does not hold what the service needs: the process refuses to start. */
export class CatalogError extends Error {
  constructor(file: string, reason: string) {
    super(`Invalid catalog data in ${file}: ${reason}`);
    this.name = 'CatalogError';
  }
}
