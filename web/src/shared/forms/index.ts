export { type ContractForm, contractResolver, EMAIL_WORDS, type FieldWords, FormRefusal, useContractForm } from './contract-form';
export {
  Form,
  FormCheckbox,
  FormEmail,
  FormPassword,
  FormPhone,
  FormSelect,
  FormSummary,
  FormText,
  FormTextArea,
  SubmitButton,
} from './fields';
export { mapServerError } from './server-errors';
