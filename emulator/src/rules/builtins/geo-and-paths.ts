/** rules.LatLng, rules.Path and the `latlng.` namespace. */
import { fail } from '../errors.ts';
import { RLatLng, RMap, RPath, type RValue } from '../values.ts';
import { arg, arity, asLatLng, asMap, asNumber, asString, type MethodTable } from './args.ts';

const EARTH_RADIUS_METERS = 6_371_000;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in meters (haversine). */
function distance(a: RLatLng, b: RLatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const latLngMethods: MethodTable<RLatLng> = {
  latitude: (p, args) => {
    arity('latitude', args, 0);
    return p.latitude;
  },
  longitude: (p, args) => {
    arity('longitude', args, 0);
    return p.longitude;
  },
  distance: (p, args) => {
    arity('distance', args, 1);
    return distance(p, asLatLng('distance', arg(args, 0)));
  },
};

export const latLngNamespace: MethodTable<null> = {
  value: (_ns, args) => {
    arity('latlng.value', args, 2);
    const latitude = asNumber('latlng.value', arg(args, 0));
    const longitude = asNumber('latlng.value', arg(args, 1));
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) fail('Latitude or longitude out of range.');
    return new RLatLng(latitude, longitude);
  },
};

/** `path('/a/b')` or `path('a/b')`: empty segments are dropped. */
export function parsePath(text: string): RPath {
  return new RPath(text.split('/').filter((s) => s.length > 0));
}

export const pathMethods: MethodTable<RPath> = {
  /** Replaces `{name}` segments with the string bound to `name` in the map. */
  bind: (p, args) => {
    arity('bind', args, 1);
    const bindings: RMap = asMap('bind', arg(args, 0));
    return new RPath(
      p.segments.map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (name === undefined) return segment;
        const value: RValue | undefined = bindings.entries.get(name);
        return value === undefined ? fail(`No binding for {${name}}.`) : asString('bind', value);
      }),
    );
  },
};
