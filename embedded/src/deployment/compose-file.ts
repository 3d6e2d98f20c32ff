/**
 * Reads the repository's deployment files for the checks in docker-compose.unit.test.ts.
 *
 *   repoRoot                           the repository root
 *   readCompose(): ComposeFile         docker-compose.yml parsed with `yaml` (merge keys `<<`
 *                                      resolved, as docker compose does)
 *   serviceEnv(service): NodeJS.ProcessEnv   the environment as the container sees it (strings)
 *   commandOf(service) / dockerfileCommands(text)   argv lists to check against package.json
 *   dockerfileStage(text, name)        one build stage: its base image (ARG defaults applied) and lines
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
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: Array<{ subnet?: string }> } }>;
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

export interface DockerfileStage {
  /** The FROM image, with `${ARG}` replaced by the ARG's default. */
  base: string;
  /** The stage's instructions after FROM, continuation lines joined, comments left out. */
  lines: string[];
}

export function dockerfileStage(text: string, name: string): DockerfileStage | undefined {
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const args = new Map(lines.flatMap((line) => [...line.matchAll(/^ARG\s+(\w+)=(\S+)$/g)].map((m) => [m[1]!, m[2]!] as const)));
  const start = lines.findIndex((line) => new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${name}$`, 'i').test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^FROM\s/i.test(line));
  const base = lines[start]!.split(/\s+/)[1]!.replace(/\$\{(\w+)\}/g, (_, arg: string) => args.get(arg) ?? '');
  return { base, lines: lines.slice(start + 1, end < 0 ? undefined : end) };
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
