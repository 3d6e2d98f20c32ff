/**
 * Reads the repository's deployment files for the checks in docker-compose.unit.test.ts.
 *
 *   repoRoot                           the repository root
 *   readCompose(): ComposeFile         docker-compose.yml parsed with `yaml` (merge keys `<<`
 *                                      resolved, as docker compose does)
 *   serviceEnv(service): NodeJS.ProcessEnv   the environment as the container sees it (strings)
 *   commandOf(service) / dockerfileCommands(text)   argv lists to check against package.json
 *   hostPorts(service)                 published "host:container" pairs
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number)[];
  expose?: (string | number)[];
  volumes?: string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  deploy?: { replicas?: number };
  restart?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export function readRepoFile(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}

export function readCompose(path = 'docker-compose.yml'): ComposeFile {
  return parse(readRepoFile(path), { merge: true }) as ComposeFile;
}

/** Compose hands every value to the container as a string; a list entry is `KEY=value`. */
export function serviceEnv(service: ComposeService): NodeJS.ProcessEnv {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, undefined] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === null ? undefined : String(value)]));
}

export function commandOf(service: ComposeService): string[] {
  const { command } = service;
  if (command === undefined) return [];
  return Array.isArray(command) ? command : command.split(/\s+/).filter(Boolean);
}

/** The exec-form CMD and ENTRYPOINT lines of a Dockerfile, as argv lists. */
export function dockerfileCommands(text: string): string[][] {
  return [...text.matchAll(/^(?:CMD|ENTRYPOINT)\s+(\[.*\])\s*$/gm)].map((match) => JSON.parse(match[1]!) as string[]);
}

/** Build stages by name (`FROM image AS name`). */
export function dockerfileStages(text: string): string[] {
  return [...text.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)\s*$/gim)].map((match) => match[1]!);
}

export function hostPorts(service: ComposeService): Array<{ host: number; container: number }> {
  return (service.ports ?? []).map((entry) => {
    const [host, container] = String(entry).split(':');
    return { host: Number(host), container: Number(container ?? host) };
  });
}

export function dependsOn(service: ComposeService): Record<string, { condition?: string }> {
  const deps = service.depends_on ?? {};
  return Array.isArray(deps) ? Object.fromEntries(deps.map((name) => [name, {}])) : deps;
}
