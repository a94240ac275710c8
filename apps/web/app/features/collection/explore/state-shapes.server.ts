import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { api } from '../../../lib/api-client.ts';
import type { StateShape } from './explore-types.ts';

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 520;

/** The off-shore territories would shrink the mainland to a dot: the map is fitted without them. */
const FIT_WITHOUT = 'Other Territories';

export interface BaseMap {
  shapes: StateShape[];
  /** A longitude and latitude as a point on the map, rounded to a tenth. */
  project: (longitude: number, latitude: number) => [number, number] | null;
}

/**
 * The 9 states and territories (ABS boundaries, CC BY 4.0) as SVG paths, drawn on the server so
 * the browser receives paths rather than the TopoJSON and d3; null when the server has no boundaries.
 */
export async function loadBaseMap(): Promise<BaseMap | null> {
  const result = await api.explore.stateBoundaries();
  if (!result.ok) return null;
  const topology = result.data as unknown as Topology<{ states: GeometryCollection<{ STATE_NAME: string }> }>;
  if (!topology.objects.states) return null;
  const states = feature(topology, topology.objects.states);
  const fitted = {
    ...states,
    features: states.features.filter((f) => f.properties.STATE_NAME !== FIT_WITHOUT),
  };
  const projection = geoMercator().fitSize([MAP_WIDTH, MAP_HEIGHT], fitted);
  const path = geoPath(projection).digits(1);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    shapes: states.features.map((f) => ({ name: f.properties.STATE_NAME, d: path(f) ?? '' })),
    project: (longitude, latitude) => {
      const point = projection([longitude, latitude]);
      return point ? [round(point[0]), round(point[1])] : null;
    },
  };
}
