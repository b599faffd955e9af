export interface KitChoice<T extends string> {
  value: T;
  label: string;
}

export interface KitChoiceGroupProps<T extends string> {
  legend: string;
  /** The radios' group name, unique on the page. */
  name: string;
  choices: readonly KitChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One of a few options as native radios: arrow keys move between them. */
export function KitChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: KitChoiceGroupProps<T>) {
  return (
    <fieldset className="kit-options__group">
      <legend className="kit-options__legend">{legend}</legend>
      <div className="kit-options__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="kit-options__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
