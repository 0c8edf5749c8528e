import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useLoadedSettings } from '@/config/use-settings.ts';

import { PLAYED_TYPES, totoPlaceOf } from '../toto-path';
import { TotoDraw } from './toto-draw';
import { TotoDraws } from './toto-draws';

/**
 * The toto stream: a type's draws (/toto/<type>[/<drawStatus>[/<page>]]) or one draw
 * (/toto/<type>/<drawId>) with its rundown, the coupon while it is open and the results.
 */
export function TotoPage() {
  const { t } = useTranslation('toto');
  const { lng = '', '*': splat = '' } = useParams();
  const { settings } = useLoadedSettings();
  const types = settings.totoConfig.draw_types.filter((type) => PLAYED_TYPES.includes(type));
  const place = totoPlaceOf(splat, types[0]);
  const offered = place.kind !== 'unknown' && (types as readonly string[]).includes(place.type);
  return (
    <div className="toto">
      {!offered ? (
        <>
          <h1 className="toto__title">{t('toto_title')}</h1>
          <p role="alert">{t('toto_type_unavailable')}</p>
        </>
      ) : place.kind === 'draw' ? (
        <TotoDraw key={place.drawId} place={place} language={lng} />
      ) : place.kind === 'draws' ? (
        <TotoDraws place={place} language={lng} />
      ) : null}
    </div>
  );
}

export { totoFirstData } from '../toto-first-data';
