import fs from 'node:fs';
import path from 'node:path';
import type { AustlangPoint } from '@trove/contracts';
import { parse } from 'csv-parse/sync';

/** AUSTLANG (AIATSIS) inside the shared data, read where it is rather than copied into the repo. */
export const AUSTLANG_FILE = path.join('describo-data-packs-austlang', 'austlang_dataset.csv');

interface AustlangRow {
  language_code: string;
  language_name: string;
  approximate_latitude_of_language_variety: string;
  approximate_longitude_of_language_variety: string;
}

const cache = new Map<string, Map<string, AustlangPoint>>();

/** Language varieties with an approximate location, by code; read once per file. */
function pointsIn(file: string): Map<string, AustlangPoint> {
  const known = cache.get(file);
  if (known) return known;
  const rows = parse(fs.readFileSync(file), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as AustlangRow[];
  const points = new Map<string, AustlangPoint>();
  for (const row of rows) {
    const latitude = Number.parseFloat(row.approximate_latitude_of_language_variety);
    const longitude = Number.parseFloat(row.approximate_longitude_of_language_variety);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const code = row.language_code.trim();
    points.set(code.toUpperCase(), { code, name: row.language_name.trim(), latitude, longitude });
  }
  cache.set(file, points);
  return points;
}

/** The approximate locations of the named AUSTLANG codes (letters and digits, any case); null without the data. */
export function austlangPoints(
  dataDir: string | null | undefined,
  codes: readonly string[],
): AustlangPoint[] | null {
  const file = dataDir ? path.join(dataDir, AUSTLANG_FILE) : null;
  if (!file || !fs.existsSync(file)) return null;
  const points = pointsIn(file);
  return [...new Set(codes.map((c) => c.trim().toUpperCase()))].flatMap((c) => {
    const point = points.get(c);
    return point ? [point] : [];
  });
}
