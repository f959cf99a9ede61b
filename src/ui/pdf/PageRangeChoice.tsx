import type { TFunction } from 'i18next';
import { InputField, SelectField } from '../Field';

interface PageRangeChoiceProps<W extends string> {
  /** The tool's namespace: `<name>` labels the choice, `<name>s.<way>` each way, `ranges` and `rangesHint` the ranges. */
  t: TFunction;
  name: string;
  ways: readonly W[];
  way: W;
  onWay: (way: W) => void;
  ranges: string;
  onRanges: (ranges: string) => void;
}

/** Which pages a PDF tool works on: a choice of ways, and the page ranges when the way is "ranges" (1-3, 5, 8-). */
export function PageRangeChoice<W extends string>({ t, name, ways, way, onWay, ranges, onRanges }: PageRangeChoiceProps<W>) {
  return (
    <>
      <SelectField label={t(name)} value={way} onChange={(e) => onWay(e.target.value as W)}>
        {ways.map((w) => (
          <option key={w} value={w}>
            {t(`${name}s.${w}`)}
          </option>
        ))}
      </SelectField>
      {way === 'ranges' && (
        <InputField label={t('ranges')} value={ranges} placeholder="1-3, 5, 8-" onChange={(e) => onRanges(e.target.value)} hint={t('rangesHint')} />
      )}
    </>
  );
}
