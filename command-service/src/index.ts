export { createCommands, inventoryIdFor } from './commands';
export type { Commands, CommandContext, Actor, Created, ImportInventoryInput, ImportInventoryOutcome } from './commands';
export { buildCommandService, commandRoutes, type CommandServiceOptions } from './app';
export { parseFeed, feedFormatOf, type FeedFormat } from './inventory/import-feed';
