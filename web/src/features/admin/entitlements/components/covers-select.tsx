import { fieldControlProps } from '@/components/ui/field-control-props';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

import { serviceCategories } from '../../shared/utils/service-categories';
import { useServiceChoices } from '../api/entitlements';

/** What a package's or membership's sessions are for: one service, or any service of a category ("service:12", "category:…"). */
export function CoversSelect({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const services = useServiceChoices();
  return (
    <FormField id={id} label="For" error={error}>
      <Select
        {...fieldControlProps(id, error)}
        required
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        <option value="">Choose a service or a category</option>
        <optgroup label="Any service of a category">
          {serviceCategories.map((category) => (
            <option key={category} value={`category:${category}`}>
              {category}
            </option>
          ))}
        </optgroup>
        {services.data && services.data.length > 0 ? (
          <optgroup label="One service">
            {services.data.map((service) => (
              <option key={service.id} value={`service:${String(service.id)}`}>
                {service.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </Select>
    </FormField>
  );
}
