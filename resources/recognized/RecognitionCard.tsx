import { useEffect, useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayDate } from '../../src/shared/displayDate';
import { recognitionApi } from './recognitionApi';
import { RichTextView } from '../../widgets/RichTextView';
import type { Recognition } from './types';

/** The recognitions of one employee (newest three): on their dashboard and profile. */
export function RecognitionCard({ empId }: { empId: string }) {
  const [notes, setNotes] = useState<Recognition[] | null>(null);
  useEffect(() => {
    recognitionApi.ofEmployee(empId).then((rows) => setNotes(rows ?? []), () => setNotes([]));
  }, [empId]);
  return (
    <Card component="section" aria-labelledby="recognition-card-title" variant="outlined">
      <CardContent>
        <Typography id="recognition-card-title" variant="h6" component="h2" gutterBottom>
          Recognitions
        </Typography>
        {notes === null ? null : notes.length === 0 ? (
          <Typography color="text.secondary">No recognitions yet.</Typography>
        ) : (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {notes.slice(0, 3).map((note) => (
              <li key={note.id}>
                <Typography variant="subtitle2">
                  From {note.author.name}, {displayDate(note.from)} – {displayDate(note.to)}
                </Typography>
                <RichTextView html={note.description} />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
