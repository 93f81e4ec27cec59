import Grid from '@mui/material/Grid';
import { Templates } from '@rjsf/mui';
import { canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { fieldColumns } from './rules/fieldWidth';

const ThemeObjectFieldTemplate = Templates.ObjectFieldTemplate!;

/**
 * @rjsf/mui's object layout with the generic form's columns (widgets/rules/fieldWidth.ts): two
 * fields to a row, a group or a `fullWidth` field on a row of its own, one column on a phone.
 * An object that takes extra keys keeps the theme's template (it has an Add button).
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
        {properties.map((element) =>
          element.hidden ? (
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
          ),
        )}
      </Grid>
    </>
  );
}
