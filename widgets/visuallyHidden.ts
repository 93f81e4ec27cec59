/** Off screen but read by screen readers and still in the layout (a file input a label opens, a table's hidden header); px, as sx reads 1 as 100%. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
