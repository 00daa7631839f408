// The owner's waitlist: how many signed up, sign-ups per day as bars (with the numbers as text), and the CSV.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LandingPage, WaitlistReport } from '@schemas/landing-pages.ts';
import { useSnackbar } from '@/components/toast';
import { downloadWaitlistCsv, useWaitlist } from '@/features/landing-pages/api/get-waitlist';
import { saveFile } from '@/features/landing-pages/components/export-html';
import { countOf } from '@/utils/format';

export const signupCount = (count: number) => countOf(count, 'sign-up');

export function WaitlistPanel({ page }: { page: LandingPage }) {
  const waitlist = useWaitlist(page.id);
  const { enqueueSnackbar } = useSnackbar();
  const download = () =>
    downloadWaitlistCsv(page.id).then(
      (csv) => saveFile(`${page.slug}-waitlist.csv`, csv),
      (error: Error) => enqueueSnackbar(error.message, { variant: 'error' }),
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="waitlist-title">
      <CardContent>
        <Typography id="waitlist-title" variant="h6" component="h2" gutterBottom>
          Waitlist
        </Typography>
        {waitlist.isPending ? (
          <Skeleton variant="rounded" height={60} role="progressbar" aria-label="Loading the waitlist" />
        ) : waitlist.isError ? (
          <Alert severity="error">The waitlist could not be loaded. Please try again later.</Alert>
        ) : (
          <>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="waitlist-count">
              {signupCount(waitlist.data.signups.length)}
            </Typography>
            {waitlist.data.signups.length === 0 ? (
              <Typography color="textSecondary">
                No sign-ups yet. Publish the page and share its address.
              </Typography>
            ) : (
              <PerDay perDay={waitlist.data.perDay} />
            )}
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={waitlist.data.signups.length === 0}
              onClick={() => void download()}
            >
              Download CSV
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PerDay({ perDay }: { perDay: WaitlistReport['perDay'] }) {
  const most = Math.max(1, ...perDay.map((day) => day.count));
  return (
    <Box component="ul" aria-label="Sign-ups per day" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {perDay.slice(-14).map((day) => (
        <Box component="li" key={day.day} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
          <Typography variant="body2" sx={{ width: 96, flexShrink: 0 }}>
            {day.day}
          </Typography>
          <Box
            sx={{
              height: 10,
              bgcolor: 'primary.main',
              borderRadius: 1,
              width: `${(day.count / most) * 60}%`,
            }}
          />
          <Typography variant="body2">{day.count}</Typography>
        </Box>
      ))}
    </Box>
  );
}
