// One entry of the Audit tab: what was done, by whom and when, to what (an idea links to its page), and each
// changed field before and after. The administrator's name and the target each narrow the list to them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AuditEntry } from '@schemas/audit.ts';
import type { AuditFilters } from '@/features/admin/api/get-audit-log';
import { ACTION_LABELS, changeLines, TARGET_LABELS } from '@/features/admin/components/audit-text';
import { paths } from '@/config/paths';
import { displayNameOrId, formatDate } from '@/utils/format';

interface AuditEntryItemProps {
  entry: AuditEntry;
  onFilter: (change: Partial<AuditFilters>) => void;
}

/** The administrator's name, or 'The schedule' for work nobody signed in for. */
export function actorName(actor: AuditEntry['actor']): string {
  return actor.id ? displayNameOrId(actor.displayName, actor.id) : 'The schedule';
}

/** The target's name now, else its id, shortened when it is a uuid. */
export function targetName(target: AuditEntry['target']): string {
  return target.label ?? (target.id.length > 12 ? `${target.id.slice(0, 8)}…` : target.id);
}

export function AuditEntryItem({ entry, onFilter }: AuditEntryItemProps) {
  const actor = actorName(entry.actor);
  const target = targetName(entry.target);
  const ideaId = entry.target.type === 'idea' || entry.target.type === 'idea_edit' ? entry.target.id : null;
  const lines = changeLines(entry);

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${ACTION_LABELS[entry.action]}: ${target}`}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {ACTION_LABELS[entry.action]}
        </Typography>
        <Typography variant="body2" color="textSecondary" component="time" dateTime={entry.at}>
          {formatDate(entry.at, 'dateTime')}
        </Typography>
      </Box>
      <Typography variant="body2" component="div">
        {'By '}
        {entry.actor.id ? (
          <Button
            size="small"
            variant="text"
            onClick={() => onFilter({ actor: entry.actor.id ?? undefined })}
            aria-label={`Show only the actions of ${actor}`}
            sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none' }}
          >
            {actor}
          </Button>
        ) : (
          actor
        )}
      </Typography>
      <Typography variant="body2" component="div">
        {`${TARGET_LABELS[entry.target.type]}: `}
        {ideaId ? (
          <Link component={RouterLink} to={paths.idea.getHref(ideaId)}>
            {target}
          </Link>
        ) : (
          target
        )}{' '}
        <Button
          size="small"
          variant="text"
          onClick={() => onFilter({ targetType: entry.target.type, targetId: entry.target.id })}
          aria-label={`Show only the actions on ${target}`}
          sx={{ py: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none' }}
        >
          (history)
        </Button>
      </Typography>
      {lines.length > 0 && (
        <Box component="ul" aria-label="Changes" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
