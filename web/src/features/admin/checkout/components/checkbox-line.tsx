/** A checkbox and its label on a line of their own, tall enough for a finger: what turns a part of the checkout on. */
export function CheckboxLine({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <p className="flex min-h-11 items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-forest-800"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </p>
  );
}
