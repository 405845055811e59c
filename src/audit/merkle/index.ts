export * from './merkle-hash';
export * from './merkle-tree';
export * from './merkle-verify';
