import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Templates } from '@rjsf/mui';
import { canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { fieldColumns } from './rules/fieldWidth';

const ThemeObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/** A field's `ui:options.group`: the heading of the run of fields it belongs to (the shift master's rules). */
const groupOf = (ui: UiSchema | undefined) => {
  const group = (ui?.['ui:options'] as Record<string, unknown> | undefined)?.group;
  return typeof group === 'string' ? group : undefined;
};

/**
 * @rjsf/mui's object layout with the generic form's columns (widgets/rules/fieldWidth.ts): two
 * fields to a row, a group or a `fullWidth` field on a row of its own, one column on a phone.
 * A field whose `ui:options.group` differs from the field before it starts a titled group on a row
 * of its own. An object that takes extra keys keeps the theme's template (it has an Add button).
 */
export function ColumnsObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, title, properties, required, uiSchema, fieldPathId, schema, formData, registry, optionalDataControl, disabled, readonly } = props;
  if (canExpand(schema, uiSchema, formData)) return <ThemeObjectFieldTemplate {...props} />;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const visible = properties.filter((element) => !element.hidden);
  const showOptionalDataControlInTitle = !readonly && !disabled;
  return (
    <>
      {title ? (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={showOptionalDataControlInTitle ? optionalDataControl : undefined}
        />
      ) : null}
      {description ? (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      <Grid container columnSpacing={2} sx={{ mt: 1.25 }}>
        {showOptionalDataControlInTitle ? null : optionalDataControl}
        {properties.map((element, index) => {
          const group = groupOf(uiSchema?.[element.name] as UiSchema | undefined);
          const previous = properties.slice(0, index).findLast((other) => !other.hidden);
          const startsGroup = !element.hidden && group !== undefined && group !== (previous ? groupOf(uiSchema?.[previous.name] as UiSchema | undefined) : undefined);
          const field = element.hidden ? (
            element.content
          ) : (
            <Grid
              key={element.name}
              size={{
                xs: 12,
                sm: fieldColumns(schema.properties?.[element.name] as RJSFSchema | undefined, uiSchema?.[element.name] as UiSchema | undefined, visible.length),
              }}
              sx={{ mb: 2.5 }}
            >
              {element.content}
            </Grid>
          );
          return startsGroup ? (
            <Fragment key={element.name}>
              <Grid size={12} sx={{ mb: 1.5 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {group}
                </Typography>
              </Grid>
              {field}
            </Fragment>
          ) : (
            field
          );
        })}
      </Grid>
    </>
  );
}
