export { MailTemplatePreviewSection, MailTemplatePreviewSection as default, TEMPLATE_ROLES } from './MailTemplatePreviewSection';
export { insertVariable, useMailTemplatePreview, variablesOf } from './useMailTemplatePreview';
