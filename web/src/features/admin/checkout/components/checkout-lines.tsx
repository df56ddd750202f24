import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

import type { SaleService } from '../api/checkout-draft';
import { freeLine, priceChanged, serviceLine, type LineForm } from '../utils/checkout-form';
import { fieldOf, type Errors } from '../utils/form-errors';

interface LinesProps {
  prefix: string;
  lines: LineForm[];
  services: SaleService[];
  errors: Errors;
  onChange: (lines: LineForm[]) => void;
}

/**
 * The sale's lines: the booked service first, at the service's price (a changed price asks why), and the lines
 * the desk adds: another service at its price, or free text (an add-on, a product) with a price and quantity.
 */
export function CheckoutLines({ prefix, lines, services, errors, onChange }: LinesProps) {
  const change = (index: number, patch: Partial<LineForm>) => {
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  };
  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl text-forest-800">Lines</legend>
      {errors.lines ? (
        <p className="text-sm font-medium text-danger" id={`${prefix}-lines-error`}>
          {errors.lines}
        </p>
      ) : null}
      <ol className="space-y-4">
        {lines.map((line, index) => (
          <li key={line.key} className="rounded-xl border border-sand-300 bg-white p-3">
            <LineFields
              prefix={prefix}
              index={index}
              line={line}
              errors={errors}
              onChange={(patch) => {
                change(index, patch);
              }}
              onRemove={
                lines.length > 1
                  ? () => {
                      onChange(lines.filter((_, i) => i !== index));
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      <AddLine
        prefix={prefix}
        services={services}
        onAdd={(line) => {
          onChange([...lines, line]);
        }}
      />
    </fieldset>
  );
}

function LineFields({
  prefix,
  index,
  line,
  errors,
  onChange,
  onRemove,
}: {
  prefix: string;
  index: number;
  line: LineForm;
  errors: Errors;
  onChange: (patch: Partial<LineForm>) => void;
  onRemove: (() => void) | undefined;
}) {
  const at = (name: string) => fieldOf(prefix, errors, `lines.${String(index)}.${name}`);
  const description = at('description');
  const price = at('unitPrice');
  const quantity = at('quantity');
  const reason = at('priceReason');
  const service = at('serviceId');
  const number = index + 1;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_8rem_5rem]">
      <FormField id={description.id} label={`Line ${String(number)}: description`} error={description.error ?? service.error}>
        <Input
          {...description.control}
          value={line.description}
          maxLength={200}
          readOnly={line.serviceId !== null}
          className={line.serviceId !== null ? 'bg-sand-200' : undefined}
          onChange={(event) => {
            onChange({ description: event.target.value });
          }}
        />
      </FormField>
      <FormField id={price.id} label="Price (AED)" error={price.error}>
        <Input
          {...price.control}
          inputMode="decimal"
          value={line.unitPrice}
          className="tabular-nums"
          onChange={(event) => {
            onChange({ unitPrice: event.target.value });
          }}
        />
      </FormField>
      <FormField id={quantity.id} label="Quantity" error={quantity.error}>
        <Input
          {...quantity.control}
          inputMode="numeric"
          value={line.quantity}
          className="tabular-nums"
          onChange={(event) => {
            onChange({ quantity: event.target.value });
          }}
        />
      </FormField>
      {priceChanged(line) ? (
        <FormField id={reason.id} label={`Why the price is not AED ${line.listPrice ?? ''}`} error={reason.error} className="sm:col-span-3">
          <Input
            {...reason.control}
            value={line.priceReason}
            maxLength={500}
            onChange={(event) => {
              onChange({ priceReason: event.target.value });
            }}
          />
        </FormField>
      ) : null}
      {onRemove ? (
        <div className="sm:col-span-3">
          <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove line ${String(number)}, ${line.description || 'no description'}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function AddLine({ prefix, services, onAdd }: { prefix: string; services: SaleService[]; onAdd: (line: LineForm) => void }) {
  const [choice, setChoice] = useState('');
  const id = `${prefix}-add-line`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={id} className="block text-sm font-semibold text-forest-800">
          Add a line
        </label>
        <Select
          id={id}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
          }}
        >
          <option value="">Free text (an add-on, a product)</option>
          {services.map((service) => (
            <option key={service.id} value={String(service.id)}>
              {service.name} (AED {service.price})
            </option>
          ))}
        </Select>
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          const service = services.find((s) => String(s.id) === choice);
          onAdd(service ? serviceLine(service) : freeLine());
          setChoice('');
        }}
      >
        <Plus aria-hidden="true" />
        Add line
      </Button>
    </div>
  );
}
