import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The layering rules of the project's folders (README, "Architecture"), checked on the imports the
 * TypeScript compiler reads from each source file (static, type-only, re-exports and import()).
 * A file names a layer by its folder; the server's areas are the folders directly under src/server
 * (the files beside them, app.ts and services.ts, wire the areas together and belong to none).
 */

/** Folders (from the project's root) whose files may not import anything under the named ones, and why. */
const FORBIDDEN: { from: string[]; to: string[]; why: string }[] = [
  { from: ['src/app', 'resources', 'widgets'], to: ['src/server'], why: 'the browser imports no server module (shared code lives in src/shared)' },
  { from: ['src/server', 'src/shared'], to: ['src/app', 'resources'], why: 'the server and shared code import no browser page code' },
  {
    from: ['src/chatbot'],
    to: ['src/server', 'src/app', 'resources', 'widgets'],
    why: "the chatbot service reads the product only through its API, with the employee's token (docs/chatbot.md): no server or browser module",
  },
];

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** One import: the importing file and the file or folder it names, both from the project's root. */
interface Import {
  from: string;
  to: string;
}

function sourceFiles(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(folder, name).split(path.sep).join('/'));
}

/** The project-relative imports of the files under `folders`: only relative specifiers name files of this tree. */
function importsOf(root: string, folders: string[]): Import[] {
  const imports: Import[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
      imports.push({ from: file, to });
    }
  }
  return imports;
}

const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** The server area a file belongs to (the folder under src/server), or null for the wiring files beside them and files elsewhere. */
function areaOf(file: string): string | null {
  if (!under(file, 'src/server')) return null;
  const parts = file.slice('src/server/'.length).split('/');
  return parts.length > 1 ? parts[0] : null;
}

/** Groups of areas that import each other in a loop (strongly connected components of more than one area; Tarjan). */
function areaCycles(imports: Import[]): { areas: string[]; through: Import[] }[] {
  const edges = new Map<string, Map<string, Import>>();
  for (const entry of imports) {
    const [from, to] = [areaOf(entry.from), areaOf(entry.to)];
    if (!from || !to || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, entry);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    onStack.add(area);
    for (const next of edges.get(area)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(area, Math.min(low.get(area)!, index.get(next)!));
      }
    }
    if (low.get(area) === index.get(area)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== area);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const area of [...edges.keys()].sort()) if (!index.has(area)) visit(area);
  return components.map((areas) => ({
    areas,
    through: areas.flatMap((from) => areas.filter((to) => edges.get(from)?.has(to)).map((to) => edges.get(from)!.get(to)!)),
  }));
}

/** Every breach of the layering rules in the tree at `root`, one readable line each (none: an empty list). */
export function layeringProblems(root: string): string[] {
  const problems: string[] = [];
  for (const rule of FORBIDDEN) {
    for (const { from, to } of importsOf(root, rule.from)) {
      const target = rule.to.find((folder) => under(to, folder));
      if (target) problems.push(`${from} imports ${to}: ${rule.why}`);
    }
  }
  for (const { areas, through } of areaCycles(importsOf(root, ['src/server']))) {
    problems.push(`server areas ${areas.join(', ')} import each other: ${through.map(({ from, to }) => `${from} -> ${to}`).join('; ')}`);
  }
  return problems;
}
