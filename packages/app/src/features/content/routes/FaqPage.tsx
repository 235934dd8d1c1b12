import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { FaqList } from '@wellness/ui/content';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOnLocaleChange } from '../../settings';
import { faqsRequested } from '../../reference/slice';
import { RouteLoading } from '../../shell/RouteLoading';
import { Surface } from '../../shell/PageParts';

/** /faq: numbered accordion of the questions and answers from GET /user/faq/list. */
export function FaqPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const faqs = useAppSelector((state) => state.reference.faqs);
  useEffect(() => {
    dispatch(faqsRequested());
  }, [dispatch]);
  useOnLocaleChange(() => dispatch(faqsRequested()));
  if (faqs.status === 'loading' || faqs.status === 'idle') return <RouteLoading />;
  return (
    <Surface>
      {faqs.status === 'failed' ? (
        <p role="alert">{t('app.content.faq.error')}</p>
      ) : (
        <FaqList
          items={faqs.items.map((faq) => ({ id: faq.uuid, question: faq.question, answer: faq.answer }))}
          labels={{ title: t('app.content.faq.title'), empty: t('app.content.faq.empty') }}
        />
      )}
    </Surface>
  );
}

export { FaqPage as Component };
