export { createCommandSet, createCommands, type CommandSet, type Commands, type OfferCommands } from './command-set';
export type { CommandContext, Done } from './shared/command-context';
export type { Actor } from './shared/actor';
export { inventoryIdFor, type ImportInventoryInput, type ImportInventoryOutcome } from './inventory/import-inventory';
export { buildCommandService, commandRoutes, type CommandServiceOptions } from './app';
export { parseFeed, feedFormatOf, type FeedFormat } from './inventory/import-feed';
