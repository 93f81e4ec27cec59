import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PageHeader } from '../../widgets/PageHeader';
import { EmployeePicker, type EmployeeOption } from '../employeeList/EmployeePicker';
import { PersonAvatar } from './PersonAvatar';
import type { ChartNode } from '../../src/shared/employeeRecords';
import { useOrgChart } from './useOrgChart';

type Chart = ReturnType<typeof useOrgChart>;

function Person({ node, chart }: { node: ChartNode; chart: Chart }) {
  const isOpen = chart.open.has(node.empId);
  const children = chart.levels[node.empId];
  const isFound = chart.found === node.empId;
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isFound) card.current?.scrollIntoView({ block: 'center' });
  }, [isFound]);
  const name = `${node.firstName} ${node.lastName}`.trim();
  return (
    <li>
      <Stack
        ref={card}
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', py: 0.75, px: 1, borderRadius: 1, border: 1, borderColor: isFound ? 'primary.main' : 'divider', bgcolor: isFound ? 'action.selected' : 'background.paper', maxWidth: 520 }}
        data-testid={`person-${node.empId}`}
      >
        <PersonAvatar firstName={node.firstName} lastName={node.lastName} empId={node.empId} photo={node.photo} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${name} (${node.empId})`}</Typography>
          <Typography variant="caption" color="text.secondary">{`${node.designation} · ${node.department}`}</Typography>
        </Box>
        {node.childCount > 0 ? (
          <Button
            size="small"
            aria-expanded={isOpen}
            aria-label={`${isOpen ? 'Hide' : 'Show'} the ${node.childCount} people reporting to ${name}`}
            startIcon={isOpen ? <ExpandMoreIcon /> : <ChevronRightIcon />}
            onClick={() => chart.toggle(node.empId)}
          >
            {node.childCount}
          </Button>
        ) : null}
      </Stack>
      {isOpen ? children ? <Level nodes={children} chart={chart} /> : <Skeleton variant="rounded" height={48} sx={{ ml: 4, mt: 1, maxWidth: 480 }} /> : null}
    </li>
  );
}

function Level({ nodes, chart, label }: { nodes: ChartNode[]; chart: Chart; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, pl: { xs: 1.5, sm: 3 }, borderLeft: label ? 0 : 1, borderColor: 'divider', display: 'grid', gap: 1, mt: label ? 0 : 1 }}>
      {nodes.map((node) => (
        <Person key={node.empId} node={node} chart={chart} />
      ))}
    </Box>
  );
}

/**
 * The organisation chart (/orgChart, issue 21 §4): every employee sees the whole organisation's
 * reporting tree from its tops, opening one level at a time (the API answers one level with each
 * person's count), and finds anyone by name or Emp ID — the levels above them open.
 */
export function OrgChartPage() {
  const chart = useOrgChart();
  const [search, setSearch] = useState<EmployeeOption | null>(null);
  return (
    <Stack spacing={2}>
      <PageHeader title="Org Chart" />
      <EmployeePicker
        label="Find someone by name or Emp ID"
        source="/employee/options"
        value={search}
        onChange={(chosen) => {
          setSearch(chosen);
          if (chosen) void chart.reveal(chosen.value).catch(() => undefined);
        }}
        pageShaped
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, overflowX: 'auto' }}>
        {chart.tops === null ? <Skeleton variant="rounded" height={160} /> : <Level nodes={chart.tops} chart={chart} label="Organisation chart" />}
      </Paper>
    </Stack>
  );
}
