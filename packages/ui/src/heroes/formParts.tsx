// The hero forms' frame lives with the form layout: other domains' forms share it. Seen in the stories of
// BecomeHeroForm and SessionRequestForm, which draw it.
export { FormAlert, FormRoot, HeaderGroup, Heading, Lead } from '../components/FormLayout/FormFrame';
