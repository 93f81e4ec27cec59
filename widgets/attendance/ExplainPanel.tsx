import { Box, Typography } from '@mui/material';

/** The Explain section of the day-details dialog: the decision trace as plain sentences, the verdict first. */
export function ExplainPanel({ sentences }: { sentences: readonly string[] }) {
  const [verdict, ...steps] = sentences;
  return (
    <Box component="section" aria-labelledby="explain-heading">
      <Typography id="explain-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        Explain
      </Typography>
      {verdict ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {verdict}
        </Typography>
      ) : null}
      {steps.length ? (
        <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {steps.map((sentence, index) => (
            <Typography key={index} component="li" variant="body2" color="text.secondary">
              {sentence}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
