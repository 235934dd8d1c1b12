// The hero forms' frame lives with the form layout: other domains' forms share it.
export { FormAlert, FormRoot, HeaderGroup, Heading, Lead } from '../components/FormLayout/FormFrame';
