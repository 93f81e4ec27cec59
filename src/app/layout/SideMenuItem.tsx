import type { ElementType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ButtonBase, Tooltip, Typography, useTheme } from '@mui/material';
import { railLabelFontSize } from './railLabelFontSize';

export interface SideMenuItemProps {
  icon: ReactNode;
  text: string;
  active?: boolean;
  onClick?: () => void;
  /** In-app route: rendered as a link to it. */
  to?: string;
  /** External link: rendered as an <a> opening in a new tab. */
  href?: string;
  ariaLabel?: string;
  ariaExpanded?: boolean;
  disabled?: boolean;
}

/** One entry of the 80 px icon rail: the icon above a short text (full text in the tooltip). */
export default function SideMenuItem({ icon, text, active = false, onClick, to, href, ariaLabel, ariaExpanded, disabled }: SideMenuItemProps) {
  const fontFamily = useTheme().typography.fontFamily ?? 'sans-serif';
  const fontWeight = active ? 700 : 500;
  const linkProps = href
    ? { component: 'a' as ElementType, href, target: '_blank', rel: 'noopener noreferrer' }
    : to
      ? { component: RouterLink as ElementType, to }
      : {};
  return (
    <Tooltip title={text} placement="right" disableInteractive describeChild>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span style={{ display: 'block', width: '100%' }}>
      <ButtonBase
        {...linkProps}
        onClick={onClick}
        disabled={disabled}
        aria-label={ariaLabel ?? text}
        aria-current={active ? 'page' : undefined}
        aria-expanded={ariaExpanded}
        sx={{
          width: '100%',
          flexDirection: 'column',
          gap: 0.25,
          py: 1,
          px: 0.25,
          borderRadius: 1,
          color: active ? 'primary.main' : 'text.secondary',
          bgcolor: active ? 'scales.primary.200' : 'transparent',
          '&:hover, &.Mui-focusVisible': { bgcolor: active ? 'scales.primary.300' : 'scales.neutral.200' },
          '&.Mui-disabled': { opacity: 0.5 },
        }}
      >
        {icon}
        <Typography
          component="span"
          sx={{
            fontSize: railLabelFontSize(text, fontFamily, fontWeight),
            lineHeight: 1.2,
            fontWeight,
            textAlign: 'center',
            width: '100%',
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            // Lines break between words only; a word too long for the rail gets a smaller font (railLabelFontSize).
            overflowWrap: 'normal',
            wordBreak: 'normal',
            hyphens: 'manual',
          }}
        >
          {text}
        </Typography>
      </ButtonBase>
      </span>
    </Tooltip>
  );
}
