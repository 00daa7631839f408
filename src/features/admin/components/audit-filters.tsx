// The Audit tab's filters: an action, a date range (calendar days, both included), and the administrator or
// target chosen from an entry, each shown as a chip that removes it. They live in the URL (use-audit-filters).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, type AuditAction } from '@schemas/constants.ts';
import type { AuditFilters as Filters } from '@/features/admin/api/get-audit-log';
import { ACTION_LABELS, TARGET_LABELS } from '@/features/admin/components/audit-text';

interface AuditFiltersProps {
  filters: Filters;
  /** What the chips call the administrator and the target (from the entries on screen), when known. */
  actorName?: string;
  targetName?: string;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}

const ALL = '';

export function AuditFilters({ filters, actorName, targetName, onChange, onClear }: AuditFiltersProps) {
  const any = Object.values(filters).some(Boolean);
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label="Action"
        value={filters.action ?? ALL}
        onChange={(event) => onChange({ action: (event.target.value as AuditAction) || undefined })}
        // 'All actions' is a choice like the others, shown when none is made.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <MenuItem value={ALL}>All actions</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <DayField
        label="From"
        value={filters.from}
        bounds={{ max: filters.to }}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        label="To"
        value={filters.to}
        bounds={{ min: filters.from }}
        onChange={(to) => onChange({ to })}
      />
      {filters.actor && (
        <Chip
          label={`By ${actorName ?? `${filters.actor.slice(0, 8)}…`}`}
          onDelete={() => onChange({ actor: undefined })}
        />
      )}
      {filters.targetType && (
        <Chip
          label={`${TARGET_LABELS[filters.targetType]}: ${targetName ?? filters.targetId ?? 'any'}`}
          onDelete={() => onChange({ targetType: undefined, targetId: undefined })}
        />
      )}
      {any && (
        <Button size="small" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

interface DayFieldProps {
  label: string;
  value?: string;
  /** The other end of the range, so the browser's picker offers no reversed range. */
  bounds: { min?: string; max?: string };
  onChange: (day: string | undefined) => void;
}

function DayField({ label, value, bounds, onChange }: DayFieldProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
      sx={{ flex: { xs: '1 1 40%', sm: '0 1 auto' } }}
    />
  );
}
