export * from './enums';
export * from './permission';
export * from './events';
export * from './routes/route-spec';
