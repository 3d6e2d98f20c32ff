/**
 * Just enough of nginx's configuration language to check the proxy's routing in a test
 * (deploy/proxy/nginx.conf): directives, blocks, `map $request_method`, and location matching.
 *
 *   parseNginx(text): Directive[]                     the directive tree
 *   proxyRouter(directives): (method, path) => Route  where nginx would send a request:
 *     { location, upstream } for a proxied location (a `map` on $request_method resolved),
 *     { location, upstream: null } for one that serves files
 *
 * Location matching follows nginx for the forms used here: an exact `=` match wins, else the
 * longest prefix. Regex locations are refused rather than half-simulated.
 */

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

export interface Route {
  location: string;
  upstream: string | null;
}

export function parseNginx(text: string): Directive[] {
  const tokens = tokenize(text);
  let at = 0;
  const parseBlock = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      if (tokens[at] === '}') {
        if (!nested) throw new Error('nginx config: unexpected }');
        at++;
        return directives;
      }
      const words: string[] = [];
      while (at < tokens.length && tokens[at] !== ';' && tokens[at] !== '{' && tokens[at] !== '}') words.push(tokens[at++]!);
      const end = tokens[at++];
      const [name, ...args] = words;
      if (name === undefined) throw new Error('nginx config: empty directive');
      if (end === ';') directives.push({ name, args });
      else if (end === '{') directives.push({ name, args, block: parseBlock(true) });
      else throw new Error(`nginx config: directive ${name} is not terminated`);
    }
    if (nested) throw new Error('nginx config: missing }');
    return directives;
  };
  return parseBlock(false);
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4]!);
  }
  return tokens;
}

export const children = (directives: Directive[], name: string): Directive[] => directives.filter((d) => d.name === name);

export function proxyRouter(directives: Directive[]): (method: string, path: string) => Route {
  const methodMaps = new Map<string, Map<string, string>>();
  for (const map of children(directives, 'map')) {
    const [source, variable] = map.args;
    if (source !== '$request_method' || !variable) continue;
    methodMaps.set(variable, new Map((map.block ?? []).map((entry) => [entry.name, entry.args[0] ?? ''])));
  }
  const servers = children(directives, 'server');
  if (servers.length !== 1) throw new Error(`expected one server block, found ${servers.length}`);
  const locations = children(servers[0]!.block ?? [], 'location').map((location) => {
    const [first, second] = location.args;
    const exact = first === '=';
    if (first === undefined || (exact && second === undefined)) throw new Error('location without a path');
    if (first.startsWith('~')) throw new Error(`regex location ${location.args.join(' ')} is not supported by this check`);
    const proxyPass = children(location.block ?? [], 'proxy_pass')[0]?.args[0];
    return { path: exact ? second! : first, exact, proxyPass };
  });

  return (method, path) => {
    const match =
      locations.find((l) => l.exact && l.path === path) ??
      locations.filter((l) => !l.exact && path.startsWith(l.path)).sort((a, b) => b.path.length - a.path.length)[0];
    if (!match) throw new Error(`no location matches ${path}`);
    const location = `${match.exact ? '= ' : ''}${match.path}`;
    if (!match.proxyPass) return { location, upstream: null };
    const target = match.proxyPass.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    if (!target.startsWith('$')) return { location, upstream: target };
    const map = methodMaps.get(target);
    if (!map) throw new Error(`proxy_pass ${target} names no map on $request_method`);
    return { location, upstream: map.get(method) ?? map.get('default') ?? null };
  };
}
