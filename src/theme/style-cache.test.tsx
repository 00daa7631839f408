import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { render } from '@testing-library/react';
import { compile, serialize, stringify } from 'stylis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStyleCache, nestsNatively, topLevelRules, withUserSelectPrefix } from '@/theme/style-cache';
import { createAppTheme } from '@/theme/theme';

/** A declaration written after a nested rule's closing brace: where a browser and stylis disagree. */
const DECLARATION_AFTER_RULE = /\}\s*-?[a-z][a-z-]*\s*:[^{};]*[;}]/;

/** The flat rules stylis makes of a style string (without the prefixer, which is not what is compared). */
const flatten = (css: string) => serialize(compile(css), stringify);

describe('topLevelRules', () => {
  it("puts a block's declarations before its nested rules, as stylis orders them", () => {
    const block = '.css-a{color:red;&:hover{color:blue;}@media (min-width:600px){padding:8px;}margin:0}';
    expect(topLevelRules(block)).toEqual([
      '.css-a{color:red;margin:0;&:hover{color:blue;}@media (min-width:600px){padding:8px;}}',
    ]);
  });

  it('orders every level, inside nested rules and @media blocks too', () => {
    expect(
      topLevelRules('.a{@media print{& .b{@media (hover:none){color:red;}color:blue;}display:none;}}'),
    ).toEqual(['.a{@media print{display:none;& .b{color:blue;@media (hover:none){color:red;}}}}']);
  });

  it('attaches a nested selector that starts with a colon to its parent, as stylis does', () => {
    expect(topLevelRules('.a{:hover,& .b,:not(.c, .d){color:red;}}')).toEqual([
      '.a{&:hover,& .b,&:not(.c, .d){color:red;}}',
    ]);
  });

  it('attaches past a leading comment, and splits no selector inside quotes or brackets', () => {
    expect(topLevelRules('.a{/* hover */:hover,[title="b, :c"]:focus{color:red;}}')).toEqual([
      '.a{/* hover */&:hover,[title="b, :c"]:focus{color:red;}}',
    ]);
  });

  it('reads no brace or semicolon inside parentheses or after a backslash as structure', () => {
    expect(topLevelRules('@import url(a;b.css);.a\\{b{content:"x";}.c{background:url(x{y}.png);}')).toEqual([
      '@import url(a;b.css);',
      '.a\\{b{content:"x";}',
      '.c{background:url(x{y}.png);}',
    ]);
  });

  it("splits a global style's rules and leaves their own selectors alone", () => {
    expect(
      topLevelRules(
        ':root{color:red;};body{&::backdrop{color:red;}margin:0;}@media print{body{color:#000;}}',
      ),
    ).toEqual([
      ':root{color:red;}',
      'body{margin:0;&::backdrop{color:red;}}',
      '@media print{body{color:#000;}}',
    ]);
  });

  it('does not split inside strings, comments or parentheses', () => {
    expect(
      topLevelRules('.a{content:"}{;";background:url(data:image/png;base64,AA==);/* } ; { */color:red;}'),
    ).toEqual(['.a{content:"}{;";background:url(data:image/png;base64,AA==);/* } ; { */color:red;}']);
  });

  it('keeps a statement between rules as a rule of its own', () => {
    expect(topLevelRules('@import url("x.css");.a{color:red;}')).toEqual([
      '@import url("x.css");',
      '.a{color:red;}',
    ]);
  });

  it("gives stylis the same rules as the original for every style MUI writes for the app's components", () => {
    const captured: string[] = [];
    const capture = createCache({ key: 'capture' });
    capture.insert = (selector, serialized, _sheet, shouldCache) => {
      captured.push(selector ? `${selector}{${serialized.styles}}` : serialized.styles);
      if (shouldCache) capture.inserted[serialized.name] = true;
    };
    for (const mode of ['light', 'dark'] as const) {
      render(
        <CacheProvider value={capture}>
          <ThemeProvider theme={createAppTheme(mode)}>
            <CssBaseline />
            <AppBar position="static">
              <Toolbar>
                <Typography variant="h6">Ideaboard</Typography>
                <IconButton aria-label="menu">x</IconButton>
              </Toolbar>
            </AppBar>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ justifyContent: 'center' }}
            >
              <Button variant="contained">Submit</Button>
              <Button variant="outlined" size="small" disabled>
                Later
              </Button>
              <Button>Text</Button>
            </Stack>
            <Card sx={{ p: { xs: 1, md: 3 }, '&:hover': { boxShadow: 4 } }}>
              <CardContent>
                <TextField label="Title" helperText="At most 100 characters" error />
                <TextField label="Pitch" multiline minRows={3} size="small" />
                <Chip label="fintech" onDelete={() => undefined} />
                <Checkbox defaultChecked />
                <Switch />
                <Slider defaultValue={50} marks />
              </CardContent>
            </Card>
            <Alert severity="error">Something went wrong</Alert>
            <Tabs value={0}>
              <Tab label="One" />
              <Tab label="Two" />
            </Tabs>
            <ToggleButtonGroup value="a" exclusive>
              <ToggleButton value="a">A</ToggleButton>
              <ToggleButton value="b">B</ToggleButton>
            </ToggleButtonGroup>
            <Pagination count={5} />
            <Skeleton variant="rounded" height={40} />
            <LinearProgress />
            <Dialog open>
              <DialogTitle>Delete this idea?</DialogTitle>
            </Dialog>
          </ThemeProvider>
        </CacheProvider>,
      );
    }
    expect(captured.length).toBeGreaterThan(100);
    // Blocks that stylis and a browser would read differently: the reordering is exercised, not just passed through.
    expect(captured.filter((css) => DECLARATION_AFTER_RULE.test(css)).length).toBeGreaterThan(0);
    for (const css of captured) {
      const rules = topLevelRules(css);
      for (const rule of rules) expect(rule).not.toMatch(DECLARATION_AFTER_RULE);
      expect(flatten(rules.join(''))).toBe(flatten(css));
    }
  });
});

describe('withUserSelectPrefix', () => {
  it("adds Safari's prefix beside every user-select, nested or not", () => {
    expect(withUserSelectPrefix('.a{user-select:none;&:hover{user-select:text}}')).toBe(
      '.a{-webkit-user-select:none;user-select:none;&:hover{-webkit-user-select:text;user-select:text}}',
    );
  });

  it('finds a user-select written after white space', () => {
    expect(withUserSelectPrefix('.a{color:red; user-select: none}')).toBe(
      '.a{color:red; -webkit-user-select: none;user-select: none}',
    );
  });

  it('leaves other styles and an existing prefix as they are', () => {
    expect(withUserSelectPrefix('.a{color:red;}')).toBe('.a{color:red;}');
    expect(withUserSelectPrefix('.a{-webkit-user-select:none;}')).toBe('.a{-webkit-user-select:none;}');
  });
});

describe('createStyleCache', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('flattens through stylis where the browser does not nest natively', () => {
    expect(nestsNatively()).toBe(false); // jsdom cannot tell: it has no CSS.supports
    const cache = createStyleCache();
    const inserted: string[] = [];
    cache.sheet.insert = (rule) => void inserted.push(rule);
    const styles = serializeStyles([{ color: 'red', '&:hover': { color: 'blue' } }]);
    cache.insert(`.css-${styles.name}`, styles, cache.sheet, true);
    expect(inserted).toEqual([`.css-${styles.name}{color:red;}`, `.css-${styles.name}:hover{color:blue;}`]);
  });

  it('hands a nested block to the style sheet unflattened, in stylis order, where the browser nests natively', () => {
    vi.stubGlobal('CSS', { supports: (query: string) => query === 'selector(&)' });
    const cache = createStyleCache();
    const inserted: string[] = [];
    cache.sheet.insert = (rule) => void inserted.push(rule);
    const styles = serializeStyles([{ '&:hover': { color: 'blue' }, color: 'red', userSelect: 'none' }]);
    cache.insert(`.css-${styles.name}`, styles, cache.sheet, true);
    expect(inserted).toEqual([
      `.css-${styles.name}{color:red;-webkit-user-select:none;user-select:none;&:hover{color:blue;}}`,
    ]);
    expect(cache.inserted[styles.name]).toBe(true);
  });
});
