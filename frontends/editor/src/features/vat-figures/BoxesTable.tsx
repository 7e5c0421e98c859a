import { useState } from 'react';
import { RETURN_BOXES, type ReturnBox, type ReturnCountry } from '@app/contracts/vat-return';
import { useEditorTranslation, useFormatters } from '../invoices/hooks';
import { DocumentShares } from './DocumentShares';
import type { VatReturnBoxDto } from './vatFiguresApi';

/** One box of the form: its figure, and the documents behind it behind a disclosure button. */
function BoxRow({ box, figure }: { box: ReturnBox; figure: VatReturnBoxDto }) {
  const { t } = useEditorTranslation();
  const { money, language } = useFormatters();
  const [open, setOpen] = useState(false);
  const detailsId = `vat-box-${box.id}-details`;
  const label = box.label[language];
  const count = figure.documents.length;
  return (
    <>
      <tr
        data-testid={`vat-box-${box.id}`}
        className={box.credit ? 'vat-box vat-box--credit' : 'vat-box'}
      >
        <th scope="row" className="vat-box__id">
          {box.id}
        </th>
        <td className="vat-box__label">
          <button
            type="button"
            className="vat-disclosure"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            <span aria-hidden="true" className="vat-disclosure__mark">
              {open ? '▾' : '▸'}
            </span>
            <span>{label}</span>
            <span className="vat-disclosure__count">
              {t('vatFigures.documents.count', { count })}
            </span>
          </button>
        </td>
        <td className="vat-amount" data-testid={`vat-box-${box.id}-base`}>
          {box.columns.includes('base') ? money(figure.base) : ''}
        </td>
        <td className="vat-amount" data-testid={`vat-box-${box.id}-vat`}>
          {box.columns.includes('vat') ? money(figure.vat) : ''}
        </td>
      </tr>
      {open && (
        <tr className="vat-box__details">
          <td colSpan={4}>
            <DocumentShares
              id={detailsId}
              documents={figure.documents}
              columns={box.columns}
              caption={t('vatFigures.documents.caption', { box: box.id, label })}
            />
          </td>
        </tr>
      )}
    </>
  );
}

/** The figures as the return form lists them: box, the form's description, base, VAT. */
export function BoxesTable({
  country,
  boxes,
}: {
  country: ReturnCountry;
  boxes: readonly VatReturnBoxDto[];
}) {
  const { t } = useEditorTranslation();
  const byId = new Map(boxes.map((figure) => [figure.box, figure]));
  return (
    <div className="vat-scroll" role="region" aria-labelledby="vat-boxes-caption" tabIndex={0}>
      <table className="vat-boxes" data-testid="vat-boxes-table">
        <caption id="vat-boxes-caption">
          {country === 'NL' ? t('vatFigures.boxes.captionNl') : t('vatFigures.boxes.captionBe')}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {country === 'NL' ? t('vatFigures.columns.boxNl') : t('vatFigures.columns.boxBe')}
            </th>
            <th scope="col">{t('vatFigures.columns.description')}</th>
            <th scope="col" className="vat-amount">
              {t('vatFigures.columns.base')}
            </th>
            <th scope="col" className="vat-amount">
              {t('vatFigures.columns.vat')}
            </th>
          </tr>
        </thead>
        <tbody>
          {RETURN_BOXES[country].map((box) => {
            const figure = byId.get(box.id);
            return figure === undefined ? null : <BoxRow key={box.id} box={box} figure={figure} />;
          })}
        </tbody>
      </table>
    </div>
  );
}
