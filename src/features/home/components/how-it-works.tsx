// 'How It Works': the three steps of an idea's life on Ideaboard.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CardGrid } from '@/components/ui/card-grid';
import { SectionHeading } from '@/features/home/components/section-heading';

const STEPS = [
  {
    icon: <LightbulbIcon />,
    title: 'Submit your idea',
    text: 'Describe the problem, the market and the business model. Add tags, links and a pitch deck if you have one.',
  },
  {
    icon: <HowToRegIcon />,
    title: 'Get rated',
    text: 'Once our team approves it, members rate your idea on market demand, innovation and competition.',
  },
  {
    icon: <EmojiEventsIcon />,
    title: 'Climb the leaderboard',
    text: 'The best-rated ideas rise to the top of the public leaderboard for everyone to discover.',
  },
];

export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works-heading" sx={{ py: 8 }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="how-it-works-heading"
          title="How It Works"
          subtitle="From a rough idea to community feedback in three steps."
        />
        <CardGrid component="ol" columns={{ md: 3 }}>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%', textAlign: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main', mx: 'auto', mb: 2, width: 56, height: 56 }}>
                  {step.icon}
                </Avatar>
                <Typography variant="h6" component="h3" gutterBottom>
                  {index + 1}. {step.title}
                </Typography>
                <Typography color="textSecondary">{step.text}</Typography>
              </Paper>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}
