import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Accordion } from '@wellness/ui/components/Accordion';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { faqsRequested } from '../../reference/slice';
import { RouteLoading } from '../../shell/RouteLoading';
import { PageTitle, Surface } from '../../shell/PageParts';

/** /faq: numbered accordion of the questions and answers from GET /user/faq/list. */
export function FaqPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const faqs = useAppSelector((state) => state.reference.faqs);
  useEffect(() => {
    dispatch(faqsRequested());
  }, [dispatch]);
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'app.content.faq.title' })}</PageTitle>
      <Surface>
        {faqs.status === 'loading' && <RouteLoading />}
        {faqs.status === 'failed' && (
          <p role="alert">{intl.formatMessage({ id: 'app.content.faq.error' })}</p>
        )}
        {faqs.status === 'succeeded' && faqs.items.length === 0 && (
          <p>{intl.formatMessage({ id: 'app.content.faq.empty' })}</p>
        )}
        {faqs.items.length > 0 && (
          <Accordion
            numbered
            headingLevel={2}
            items={faqs.items.map((faq) => ({ id: faq.uuid, title: faq.question, content: faq.answer }))}
          />
        )}
      </Surface>
    </>
  );
}

export { FaqPage as Component };
