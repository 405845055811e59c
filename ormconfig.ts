import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './src/config/app-config';
import { dataSourceOptions } from './src/database/data-source-options';

/** The data source the TypeORM CLI uses (migration:generate / migration:run), built from DATABASE_URL. */
export default new DataSource(dataSourceOptions(loadConfig().database));
