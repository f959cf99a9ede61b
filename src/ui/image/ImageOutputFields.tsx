import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, RangeField, SelectField } from '../Field';
import { EffortField } from './EffortField';
import { formatKey } from './ImageBatchTool';
import type { EffortChoice } from '../../lib/imageEffort';

export interface ImageOutput<F extends string> {
  format: F;
  quality: number;
  keepMetadata: boolean;
}

interface ImageOutputFieldsProps<F extends string, S extends ImageOutput<F>> {
  /** The tool's namespace: `format`, `quality`, `formats.<format>`, `keepMetadata` and `keepMetadataHint`. */
  ns: string;
  formats: readonly F[];
  /** The tool's settings, of which these fields change their own. */
  value: S;
  onChange: Dispatch<SetStateAction<S>>;
  qualityHint: string;
  qualityDisabled?: boolean;
  /** The visitor's effort, as useImageEffort keeps it. */
  effort: EffortChoice;
  effortApplies: boolean;
  /** A tool's own fields, drawn between the quality and the effort. */
  children?: ReactNode;
}

/** The output choices every image tool shares (format, quality, effort, metadata); the tool lays them out. */
export function ImageOutputFields<F extends string, S extends ImageOutput<F>>(props: ImageOutputFieldsProps<F, S>) {
  const { ns, formats, value } = props;
  const { t } = useTranslation(ns);
  const [effort, setEffort] = props.effort;
  const onChange = (patch: Partial<ImageOutput<F>>) => props.onChange((s) => ({ ...s, ...patch }));
  return (
    <>
      <SelectField label={t('format')} value={value.format} onChange={(e) => onChange({ format: formats.find((f) => f === e.target.value) ?? value.format })}>
        {formats.map((f) => (
          <option key={f} value={f}>
            {t(`formats.${formatKey(f)}`)}
          </option>
        ))}
      </SelectField>
      <RangeField
        label={t('quality')}
        value={value.quality}
        min={1}
        max={100}
        unit="%"
        disabled={props.qualityDisabled}
        onChange={(quality) => onChange({ quality })}
        hint={props.qualityHint}
      />
      {props.children}
      <EffortField effort={effort} onChange={setEffort} applies={props.effortApplies} />
      <div className="flex flex-col gap-1.5">
        <CheckboxField label={t('keepMetadata')} checked={value.keepMetadata} onChange={(keepMetadata) => onChange({ keepMetadata })} />
        <p className="text-xs text-muted-foreground">{t('keepMetadataHint')}</p>
      </div>
    </>
  );
}
