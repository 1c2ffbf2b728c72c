import { useId, useState } from 'react';
import { useRegions } from '../content/hooks';

/**
 * The footer's Choose Region dropdown, filled from `pages/regions` (prefetched on the server by the
 * layout, so it is in the first HTML). It starts on the first region returned and follows the
 * visitor's pick. Without regions (the call failed, which the client already logged) it is left out.
 */
export function RegionSelect() {
  const { data } = useRegions();
  const regions = data?.data.regions ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const id = useId();
  if (regions.length === 0) return null;
  const value = picked ?? String(regions[0]!.regionId);
  return (
    <div className="region-select">
      <label htmlFor={id}>Choose Region</label>
      <select id={id} value={value} onChange={(event) => setPicked(event.target.value)}>
        {regions.map((region) => (
          <option key={region.regionId} value={String(region.regionId)}>
            {region.regionTitle}
          </option>
        ))}
      </select>
    </div>
  );
}
