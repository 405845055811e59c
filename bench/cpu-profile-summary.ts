import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  name: string;
  percent: number;
}

export interface ProfileSummary {
  byPackage: ProfileShare[];
  byFunction: ProfileShare[];
}

/** Self time of a `--cpu-prof` profile, by npm package (or Node core / the app / native) and by function. */
export function summariseCpuProfile(path: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((sample, index) => {
    const frame = (nodes.get(sample) as ProfileNode).callFrame;
    const delta = profile.timeDeltas[index];
    total += delta;
    add(byPackage, packageOf(frame.url, frame.functionName), delta);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber}`, delta);
  });
  const shares = (totals: Map<string, number>) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, percent: Math.round((1000 * time) / total) / 10 }));
  return { byPackage: shares(byPackage), byFunction: shares(byFunction) };
}

function add(totals: Map<string, number>, key: string, delta: number): void {
  totals.set(key, (totals.get(key) ?? 0) + delta);
}

/** Native frames (syscalls such as `writev`, the GC, idle) have no URL and keep their own name. */
function packageOf(url: string, functionName: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) {
    return inModules[1];
  }
  if (url.startsWith('node:')) {
    return 'node core';
  }
  return url.includes('/dist/') ? 'the service' : functionName || '(native)';
}

function shortUrl(url: string): string {
  return url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/');
}
