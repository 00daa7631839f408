// What a free member finds on the generator: what premium gives, and how to get it while billing does not exist yet.
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

const BENEFITS = [
  'A landing page drafted from any of your ideas, in the tone you choose',
  'Every text editable, sections reordered or hidden, your colours, light or dark',
  'Published at its own address, ready to share, with the community’s verdict on it',
  'A waitlist that collects real sign-ups, with a CSV of the addresses',
];

export function PremiumOffer() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="premium-title">
      <CardContent>
        <Typography id="premium-title" variant="h6" component="h2" gutterBottom>
          Landing pages are a premium feature
        </Typography>
        <Typography color="textSecondary">Test your idea with real people before you build it:</Typography>
        <List dense>
          {BENEFITS.map((benefit) => (
            <ListItem key={benefit}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckIcon color="success" />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
        <Typography sx={{ mb: 2 }}>
          Premium is granted by our team while online payment is being built. Ask for it and we will switch
          your account over.
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.contact.getHref()}>
          Ask for premium
        </Button>
      </CardContent>
    </Card>
  );
}
